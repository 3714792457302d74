/** Static word lists of the demo seed (en, fr, ar). seed.ts combines them with a seeded PRNG. */
import type { Point } from '../lib/geo.ts';

/** [en, fr, ar] */
export type Tri = readonly [string, string, string];

export const DEFAULT_POSITION: Point = [38.9120424, -77.035308];

export const CITIES = {
  dc: { center: DEFAULT_POSITION, city: 'Washington', country: 'USA' },
  nyc: { center: [40.7484, -73.9857] as Point, city: 'New York', country: 'USA' },
  paris: { center: [48.8566, 2.3522] as Point, city: 'Paris', country: 'France' },
  dubai: { center: [25.2048, 55.2708] as Point, city: 'Dubai', country: 'United Arab Emirates' },
} as const;
export type CityKey = keyof typeof CITIES;

export interface CategoryDef {
  slug: string;
  name: Tri;
  /** Hue of the generated images. */
  hue: number;
  children?: { slug: string; name: Tri }[];
  /** Base items sold in this category: [en, fr, ar], price range in USD. */
  items: Tri[];
  price: [number, number];
  /** Extra group used by multi-stock products of this category. */
  extra?: 'size' | 'weight' | 'colour';
}

export const MAIN_CATEGORIES: CategoryDef[] = [
  {
    slug: 'pizza', name: ['Pizza', 'Pizza', 'بيتزا'], hue: 8, price: [9, 22], extra: 'size',
    children: [
      { slug: 'classic-pizza', name: ['Classic pizza', 'Pizza classique', 'بيتزا كلاسيكية'] },
      { slug: 'gourmet-pizza', name: ['Gourmet pizza', 'Pizza gourmet', 'بيتزا فاخرة'] },
    ],
    items: [
      ['Margherita Pizza', 'Pizza Margherita', 'بيتزا مارغريتا'], ['Pepperoni Pizza', 'Pizza pepperoni', 'بيتزا بيبروني'],
      ['Four Cheese Pizza', 'Pizza quatre fromages', 'بيتزا الأجبان الأربعة'], ['Diavola Pizza', 'Pizza diavola', 'بيتزا ديافولا'],
      ['Hawaiian Pizza', 'Pizza hawaïenne', 'بيتزا هاواي'], ['Veggie Pizza', 'Pizza végétarienne', 'بيتزا الخضار'],
      ['BBQ Chicken Pizza', 'Pizza poulet barbecue', 'بيتزا دجاج باربكيو'], ['Mushroom Pizza', 'Pizza aux champignons', 'بيتزا الفطر'],
      ['Capricciosa Pizza', 'Pizza capricciosa', 'بيتزا كابريتشوزا'], ['Marinara Pizza', 'Pizza marinara', 'بيتزا مارينارا'],
      ['Prosciutto Pizza', 'Pizza au jambon cru', 'بيتزا بروشوتو'], ['Truffle Pizza', 'Pizza à la truffe', 'بيتزا الكمأة'],
    ],
  },
  {
    slug: 'burgers', name: ['Burgers', 'Burgers', 'برغر'], hue: 30, price: [8, 18],
    items: [
      ['Cheeseburger', 'Cheeseburger', 'تشيز برغر'], ['Bacon Burger', 'Burger au bacon', 'برغر باللحم المقدد'],
      ['Chicken Burger', 'Burger au poulet', 'برغر الدجاج'], ['Veggie Burger', 'Burger végétarien', 'برغر نباتي'],
      ['Mushroom Swiss Burger', 'Burger champignons emmental', 'برغر الفطر والجبن السويسري'], ['Double Smash Burger', 'Double smash burger', 'برغر سماش مزدوج'],
      ['BBQ Burger', 'Burger barbecue', 'برغر باربكيو'], ['Fish Burger', 'Burger de poisson', 'برغر السمك'],
      ['Chili Burger', 'Burger au piment', 'برغر الفلفل الحار'], ['Lamb Burger', "Burger d'agneau", 'برغر لحم الضأن'],
    ],
  },
  {
    slug: 'sushi', name: ['Sushi', 'Sushi', 'سوشي'], hue: 350, price: [6, 24],
    items: [
      ['Salmon Nigiri', 'Nigiri saumon', 'نيغيري السلمون'], ['Tuna Maki', 'Maki thon', 'ماكي التونة'],
      ['California Roll', 'California roll', 'كاليفورنيا رول'], ['Dragon Roll', 'Dragon roll', 'دراغون رول'],
      ['Spicy Tuna Roll', 'Roll thon épicé', 'رول التونة الحار'], ['Eel Nigiri', 'Nigiri anguille', 'نيغيري الأنقليس'],
      ['Salmon Sashimi', 'Sashimi saumon', 'ساشيمي السلمون'], ['Vegetable Maki', 'Maki légumes', 'ماكي الخضار'],
      ['Shrimp Tempura Roll', 'Roll crevette tempura', 'رول الروبيان تمبورا'], ['Rainbow Roll', 'Rainbow roll', 'رينبو رول'],
    ],
  },
  {
    slug: 'pasta', name: ['Pasta', 'Pâtes', 'معكرونة'], hue: 45, price: [10, 20],
    items: [
      ['Spaghetti Carbonara', 'Spaghetti carbonara', 'سباغيتي كاربونارا'], ['Penne Arrabbiata', 'Penne arrabbiata', 'بيني أرابياتا'],
      ['Lasagna', 'Lasagnes', 'لازانيا'], ['Fettuccine Alfredo', 'Fettuccine Alfredo', 'فيتوتشيني ألفريدو'],
      ['Pesto Linguine', 'Linguine au pesto', 'لينغويني بالبيستو'], ['Bolognese', 'Bolognaise', 'بولونيز'],
      ['Ravioli', 'Raviolis', 'رافيولي'], ['Seafood Pasta', 'Pâtes aux fruits de mer', 'معكرونة ثمار البحر'],
      ['Gnocchi', 'Gnocchis', 'نيوكي'], ['Mac and Cheese', 'Macaroni au fromage', 'معكرونة بالجبن'],
    ],
  },
  {
    slug: 'salads', name: ['Salads', 'Salades', 'سلطات'], hue: 110, price: [7, 15],
    items: [
      ['Caesar Salad', 'Salade César', 'سلطة سيزر'], ['Greek Salad', 'Salade grecque', 'سلطة يونانية'],
      ['Quinoa Salad', 'Salade de quinoa', 'سلطة الكينوا'], ['Caprese Salad', 'Salade caprese', 'سلطة كابريزي'],
      ['Chicken Salad', 'Salade au poulet', 'سلطة الدجاج'], ['Tuna Salad', 'Salade de thon', 'سلطة التونة'],
      ['Fattoush', 'Fattouche', 'فتوش'], ['Tabbouleh', 'Taboulé', 'تبولة'], ['Cobb Salad', 'Salade Cobb', 'سلطة كوب'],
      ['Avocado Salad', "Salade d'avocat", 'سلطة الأفوكادو'],
    ],
  },
  {
    slug: 'desserts', name: ['Desserts', 'Desserts', 'حلويات'], hue: 320, price: [4, 12],
    items: [
      ['Tiramisu', 'Tiramisu', 'تيراميسو'], ['Cheesecake', 'Cheesecake', 'تشيز كيك'], ['Chocolate Cake', 'Gâteau au chocolat', 'كعكة الشوكولاتة'],
      ['Panna Cotta', 'Panna cotta', 'بانا كوتا'], ['Ice Cream', 'Glace', 'آيس كريم'], ['Brownie', 'Brownie', 'براونيز'],
      ['Apple Pie', 'Tarte aux pommes', 'فطيرة التفاح'], ['Baklava', 'Baklava', 'بقلاوة'], ['Crème Brûlée', 'Crème brûlée', 'كريم بروليه'],
      ['Macarons', 'Macarons', 'ماكرون'],
    ],
  },
  {
    slug: 'drinks', name: ['Drinks', 'Boissons', 'مشروبات'], hue: 200, price: [2, 7], extra: 'size',
    items: [
      ['Lemonade', 'Limonade', 'ليموناضة'], ['Orange Juice', "Jus d'orange", 'عصير البرتقال'], ['Iced Tea', 'Thé glacé', 'شاي مثلج'],
      ['Cola', 'Cola', 'كولا'], ['Sparkling Water', 'Eau pétillante', 'مياه فوارة'], ['Mango Smoothie', 'Smoothie mangue', 'سموذي المانجو'],
      ['Strawberry Milkshake', 'Milk-shake fraise', 'ميلك شيك الفراولة'], ['Mint Lemonade', 'Citronnade à la menthe', 'ليمون بالنعناع'],
      ['Green Juice', 'Jus vert', 'عصير أخضر'], ['Ginger Ale', 'Ginger ale', 'جينجر إيل'],
    ],
  },
  {
    slug: 'coffee', name: ['Coffee & Tea', 'Café et thé', 'قهوة وشاي'], hue: 25, price: [2, 6], extra: 'size',
    items: [
      ['Espresso', 'Expresso', 'إسبريسو'], ['Cappuccino', 'Cappuccino', 'كابتشينو'], ['Latte', 'Café latte', 'لاتيه'],
      ['Flat White', 'Flat white', 'فلات وايت'], ['Americano', 'Américano', 'أمريكانو'], ['Mocha', 'Moka', 'موكا'],
      ['Green Tea', 'Thé vert', 'شاي أخضر'], ['Chai Latte', 'Chai latte', 'شاي لاتيه'], ['Hot Chocolate', 'Chocolat chaud', 'شوكولاتة ساخنة'],
      ['Cold Brew', 'Café infusé à froid', 'قهوة باردة'],
    ],
  },
  {
    slug: 'bakery', name: ['Bakery', 'Boulangerie', 'مخبوزات'], hue: 38, price: [1, 8],
    items: [
      ['Croissant', 'Croissant', 'كرواسون'], ['Baguette', 'Baguette', 'باغيت'], ['Sourdough Bread', 'Pain au levain', 'خبز العجين المخمر'],
      ['Pain au Chocolat', 'Pain au chocolat', 'خبز بالشوكولاتة'], ['Cinnamon Roll', 'Roulé à la cannelle', 'لفائف القرفة'],
      ['Blueberry Muffin', 'Muffin aux myrtilles', 'مافن التوت'], ['Bagel', 'Bagel', 'بيغل'], ['Focaccia', 'Focaccia', 'فوكاتشيا'],
      ['Brioche', 'Brioche', 'بريوش'], ['Rye Bread', 'Pain de seigle', 'خبز الجاودار'],
    ],
  },
  {
    slug: 'asian', name: ['Asian', 'Asiatique', 'آسيوي'], hue: 0, price: [9, 19],
    items: [
      ['Pad Thai', 'Pad thaï', 'باد تاي'], ['Chicken Curry', 'Curry de poulet', 'كاري الدجاج'], ['Fried Rice', 'Riz sauté', 'أرز مقلي'],
      ['Ramen', 'Ramen', 'رامن'], ['Pho', 'Phở', 'فو'], ['Dumplings', 'Raviolis chinois', 'زلابية'], ['Spring Rolls', 'Rouleaux de printemps', 'سبرينغ رولز'],
      ['Bibimbap', 'Bibimbap', 'بيبيمباب'], ['Kung Pao Chicken', 'Poulet kung pao', 'دجاج كونغ باو'], ['Butter Chicken', 'Poulet au beurre', 'دجاج بالزبدة'],
      ['Teriyaki Bowl', 'Bol teriyaki', 'وعاء تيرياكي'], ['Tom Yum Soup', 'Soupe tom yum', 'حساء توم يم'],
    ],
  },
  {
    slug: 'mexican', name: ['Mexican', 'Mexicain', 'مكسيكي'], hue: 15, price: [7, 16],
    items: [
      ['Beef Tacos', 'Tacos au bœuf', 'تاكو اللحم'], ['Chicken Burrito', 'Burrito au poulet', 'بوريتو الدجاج'], ['Quesadilla', 'Quesadilla', 'كيساديا'],
      ['Nachos', 'Nachos', 'ناتشوز'], ['Enchiladas', 'Enchiladas', 'إنتشيلادا'], ['Guacamole', 'Guacamole', 'غواكامولي'],
      ['Fish Tacos', 'Tacos au poisson', 'تاكو السمك'], ['Burrito Bowl', 'Bol burrito', 'وعاء بوريتو'], ['Churros', 'Churros', 'تشوروس'],
      ['Fajitas', 'Fajitas', 'فاهيتا'],
    ],
  },
  {
    slug: 'mediterranean', name: ['Mediterranean', 'Méditerranéen', 'متوسطي'], hue: 60, price: [6, 17],
    items: [
      ['Falafel Wrap', 'Wrap falafel', 'لفافة فلافل'], ['Hummus', 'Houmous', 'حمص'], ['Chicken Shawarma', 'Chawarma au poulet', 'شاورما الدجاج'],
      ['Lamb Kebab', "Kebab d'agneau", 'كباب لحم الضأن'], ['Moussaka', 'Moussaka', 'مسقعة'], ['Mezze Platter', 'Assiette de mezzés', 'طبق مقبلات'],
      ['Stuffed Grape Leaves', 'Feuilles de vigne farcies', 'ورق عنب محشي'], ['Halloumi Plate', 'Assiette halloumi', 'طبق حلوم'],
      ['Shish Tawook', 'Chich taouk', 'شيش طاووق'], ['Baba Ganoush', 'Baba ganoush', 'بابا غنوج'],
    ],
  },
  {
    slug: 'breakfast', name: ['Breakfast', 'Petit-déjeuner', 'فطور'], hue: 50, price: [5, 14],
    items: [
      ['Pancakes', 'Pancakes', 'فطائر'], ['Eggs Benedict', 'Œufs Bénédicte', 'بيض بنديكت'], ['Avocado Toast', "Toast à l'avocat", 'توست الأفوكادو'],
      ['French Toast', 'Pain perdu', 'خبز فرنسي محمص'], ['Omelette', 'Omelette', 'عجة'], ['Granola Bowl', 'Bol de granola', 'وعاء غرانولا'],
      ['Breakfast Burrito', 'Burrito du matin', 'بوريتو الفطور'], ['Waffles', 'Gaufres', 'وافل'], ['Shakshuka', 'Chakchouka', 'شكشوكة'],
      ['Full Breakfast', 'Petit-déjeuner complet', 'فطور كامل'],
    ],
  },
  {
    slug: 'grocery', name: ['Groceries', 'Épicerie', 'بقالة'], hue: 90, price: [1, 12], extra: 'weight',
    children: [
      { slug: 'pantry', name: ['Pantry', 'Garde-manger', 'مؤن'] },
      { slug: 'snacks', name: ['Snacks', 'En-cas', 'وجبات خفيفة'] },
    ],
    items: [
      ['Basmati Rice', 'Riz basmati', 'أرز بسمتي'], ['Olive Oil', "Huile d'olive", 'زيت زيتون'], ['Pasta Pack', 'Paquet de pâtes', 'عبوة معكرونة'],
      ['Tomato Sauce', 'Sauce tomate', 'صلصة طماطم'], ['Honey', 'Miel', 'عسل'], ['Peanut Butter', 'Beurre de cacahuète', 'زبدة الفول السوداني'],
      ['Potato Chips', 'Chips', 'رقائق البطاطس'], ['Dark Chocolate', 'Chocolat noir', 'شوكولاتة داكنة'], ['Mixed Nuts', 'Noix mélangées', 'مكسرات مشكلة'],
      ['Breakfast Cereal', 'Céréales', 'حبوب الإفطار'], ['Coffee Beans', 'Café en grains', 'حبوب القهوة'], ['Green Lentils', 'Lentilles vertes', 'عدس أخضر'],
    ],
  },
  {
    slug: 'fruits-vegetables', name: ['Fruits & Vegetables', 'Fruits et légumes', 'فواكه وخضروات'], hue: 130, price: [1, 6], extra: 'weight',
    items: [
      ['Bananas', 'Bananes', 'موز'], ['Apples', 'Pommes', 'تفاح'], ['Tomatoes', 'Tomates', 'طماطم'], ['Avocados', 'Avocats', 'أفوكادو'],
      ['Strawberries', 'Fraises', 'فراولة'], ['Carrots', 'Carottes', 'جزر'], ['Spinach', 'Épinards', 'سبانخ'], ['Lemons', 'Citrons', 'ليمون'],
      ['Potatoes', 'Pommes de terre', 'بطاطس'], ['Cucumbers', 'Concombres', 'خيار'], ['Oranges', 'Oranges', 'برتقال'], ['Grapes', 'Raisins', 'عنب'],
    ],
  },
  {
    slug: 'dairy', name: ['Dairy & Eggs', 'Produits laitiers et œufs', 'ألبان وبيض'], hue: 210, price: [1, 9],
    items: [
      ['Whole Milk', 'Lait entier', 'حليب كامل الدسم'], ['Greek Yogurt', 'Yaourt grec', 'زبادي يوناني'], ['Free Range Eggs', 'Œufs de plein air', 'بيض حر'],
      ['Cheddar Cheese', 'Cheddar', 'جبن شيدر'], ['Butter', 'Beurre', 'زبدة'], ['Mozzarella', 'Mozzarella', 'موزاريلا'],
      ['Feta Cheese', 'Feta', 'جبن فيتا'], ['Cream Cheese', 'Fromage frais', 'جبن كريمي'], ['Oat Milk', "Lait d'avoine", 'حليب الشوفان'],
      ['Parmesan', 'Parmesan', 'بارميزان'],
    ],
  },
  {
    slug: 'meat-fish', name: ['Meat & Fish', 'Viande et poisson', 'لحوم وأسماك'], hue: 355, price: [5, 30], extra: 'weight',
    items: [
      ['Chicken Breast', 'Blanc de poulet', 'صدر دجاج'], ['Beef Steak', 'Steak de bœuf', 'ستيك لحم بقري'], ['Ground Beef', 'Bœuf haché', 'لحم مفروم'],
      ['Salmon Fillet', 'Filet de saumon', 'فيليه السلمون'], ['Lamb Chops', "Côtelettes d'agneau", 'ريش الضأن'], ['Shrimp', 'Crevettes', 'روبيان'],
      ['Turkey Slices', 'Tranches de dinde', 'شرائح الديك الرومي'], ['Tuna Steak', 'Steak de thon', 'ستيك التونة'], ['Sea Bass', 'Bar', 'قاروص'],
      ['Chicken Wings', 'Ailes de poulet', 'أجنحة الدجاج'],
    ],
  },
  {
    slug: 'flowers', name: ['Flowers', 'Fleurs', 'زهور'], hue: 330, price: [12, 60], extra: 'colour',
    items: [
      ['Rose Bouquet', 'Bouquet de roses', 'باقة ورد'], ['Tulips', 'Tulipes', 'توليب'], ['Sunflowers', 'Tournesols', 'دوار الشمس'],
      ['Orchid', 'Orchidée', 'أوركيد'], ['Lilies', 'Lys', 'زنبق'], ['Peonies', 'Pivoines', 'فاوانيا'], ['Mixed Bouquet', 'Bouquet mélangé', 'باقة مشكلة'],
      ['Succulent Pot', 'Pot de succulentes', 'أصيص نباتات عصارية'], ['Lavender Bunch', 'Bouquet de lavande', 'حزمة خزامى'], ['Daisies', 'Marguerites', 'أقحوان'],
    ],
  },
  {
    slug: 'health', name: ['Health & Beauty', 'Santé et beauté', 'صحة وجمال'], hue: 180, price: [3, 25],
    items: [
      ['Vitamin C', 'Vitamine C', 'فيتامين سي'], ['Hand Cream', 'Crème pour les mains', 'كريم اليدين'], ['Sunscreen', 'Crème solaire', 'واقي الشمس'],
      ['Toothpaste', 'Dentifrice', 'معجون أسنان'], ['Shampoo', 'Shampooing', 'شامبو'], ['Lip Balm', 'Baume à lèvres', 'مرطب شفاه'],
      ['First Aid Kit', 'Trousse de secours', 'حقيبة إسعافات أولية'], ['Face Mask', 'Masque visage', 'قناع الوجه'], ['Body Lotion', 'Lait corporel', 'لوشن الجسم'],
      ['Multivitamins', 'Multivitamines', 'فيتامينات متعددة'],
    ],
  },
];

export const RECEIPT_CATEGORIES: { slug: string; name: Tri; hue: number }[] = [
  { slug: 'recipes-breakfast', name: ['Breakfast', 'Petit-déjeuner', 'فطور'], hue: 48 },
  { slug: 'recipes-lunch', name: ['Lunch', 'Déjeuner', 'غداء'], hue: 100 },
  { slug: 'recipes-dinner', name: ['Dinner', 'Dîner', 'عشاء'], hue: 260 },
  { slug: 'recipes-sweet', name: ['Sweet', 'Sucré', 'حلو'], hue: 320 },
  { slug: 'recipes-vegan', name: ['Vegan', 'Végane', 'نباتي'], hue: 120 },
];

/** Modifiers that vary the base items into distinct products: [en, fr, ar]. */
export const MODIFIERS: Tri[] = [
  ['', '', ''], ['Classic', 'classique', 'كلاسيكي'], ['Spicy', 'épicé', 'حار'], ['Family', 'familial', 'عائلي'],
  ['Mini', 'mini', 'صغير'], ['Deluxe', 'deluxe', 'فاخر'], ['Homemade', 'maison', 'منزلي'], ['Signature', 'signature', 'مميز'],
  ['Organic', 'bio', 'عضوي'], ['Double', 'double', 'مزدوج'], ['Light', 'léger', 'خفيف'], ['Chef’s', 'du chef', 'الشيف'],
  ['Seasonal', 'de saison', 'موسمي'], ['Smoked', 'fumé', 'مدخن'],
];

/** Add-on products per category: [en, fr, ar], price. */
export const ADDONS: Record<string, [Tri, number][]> = {
  pizza: [[['Extra Cheese', 'Supplément fromage', 'جبن إضافي'], 1.5], [['Olives', 'Olives', 'زيتون'], 1], [['Jalapeños', 'Jalapeños', 'هالبينو'], 1], [['Mushrooms', 'Champignons', 'فطر'], 1.25]],
  burgers: [[['Bacon', 'Bacon', 'لحم مقدد'], 2], [['Cheddar Slice', 'Tranche de cheddar', 'شريحة شيدر'], 1], [['Avocado', 'Avocat', 'أفوكادو'], 1.75], [['Fried Egg', 'Œuf au plat', 'بيضة مقلية'], 1.25]],
  default: [[['Extra Sauce', 'Sauce supplémentaire', 'صلصة إضافية'], 0.75], [['French Fries', 'Frites', 'بطاطس مقلية'], 3], [['Side Salad', 'Salade verte', 'سلطة جانبية'], 3.5], [['Garlic Bread', "Pain à l'ail", 'خبز بالثوم'], 2.5]],
};

export const EXTRA_GROUPS = {
  size: { type: 'text', name: ['Size', 'Taille', 'الحجم'] as Tri, values: ['Small', 'Medium', 'Large'], factor: [0.8, 1, 1.3] },
  weight: { type: 'text', name: ['Weight', 'Poids', 'الوزن'] as Tri, values: ['250 g', '500 g', '1 kg'], factor: [0.6, 1, 1.8] },
  colour: { type: 'color', name: ['Colour', 'Couleur', 'اللون'] as Tri, values: ['Red', 'White', 'Pink'], factor: [1, 1, 1.1] },
} as const;

export const UNITS: Tri[] = [['pcs', 'pcs', 'قطعة'], ['kg', 'kg', 'كغ'], ['l', 'l', 'لتر'], ['pack', 'paquet', 'عبوة']];

export const TAGS: Tri[] = [
  ['Free delivery', 'Livraison gratuite', 'توصيل مجاني'], ['Fast', 'Rapide', 'سريع'], ['Vegan options', 'Options véganes', 'خيارات نباتية'],
  ['Halal', 'Halal', 'حلال'], ['Top rated', 'Les mieux notés', 'الأعلى تقييماً'], ['New', 'Nouveau', 'جديد'],
  ['Family friendly', 'Familial', 'مناسب للعائلات'], ['Late night', 'Tard le soir', 'حتى وقت متأخر'],
];

export const TAGLINES: Tri[] = [
  ['Made fresh every day', 'Préparé frais chaque jour', 'يُحضّر طازجاً كل يوم'],
  ['Local favourite since 2012', 'Le favori du quartier depuis 2012', 'المفضل محلياً منذ 2012'],
  ['Quality ingredients, fair prices', 'Des ingrédients de qualité à prix justes', 'مكونات عالية الجودة بأسعار عادلة'],
  ['Delivered hot to your door', 'Livré chaud à votre porte', 'يصلك ساخناً إلى بابك'],
  ['A family business', 'Une entreprise familiale', 'شركة عائلية'],
];

export interface ShopDef {
  name: string;
  /** Arabic spelling of the brand, when it differs. */
  ar?: string;
  type: 'restaurant' | 'shop';
  cats: string[];
  city: CityKey;
  /** Closed by the shop's switch. */
  closed?: boolean;
  booking?: boolean;
  /** Delivery zone radius in km (default 8); where the shop sits: km from the city centre and bearing. */
  zoneKm?: number;
  at?: [number, number];
  /** Working hours (default 00:00–23:59 every day). */
  hours?: [string, string];
  recommended?: boolean;
}

export const SHOPS: ShopDef[] = [
  { name: 'Pizza Roma', ar: 'بيتزا روما', type: 'restaurant', cats: ['pizza', 'pasta', 'salads', 'drinks'], city: 'dc', booking: true, recommended: true, at: [0.6, 40] },
  { name: 'Napoli Pizza House', ar: 'بيت بيتزا نابولي', type: 'restaurant', cats: ['pizza', 'desserts', 'drinks'], city: 'dc', recommended: true },
  { name: 'Slice Factory', type: 'restaurant', cats: ['pizza', 'drinks', 'desserts'], city: 'dc' },
  { name: 'Burger Barn', ar: 'برغر بارن', type: 'restaurant', cats: ['burgers', 'drinks', 'desserts'], city: 'dc', recommended: true },
  { name: 'Sushi Zen', ar: 'سوشي زن', type: 'restaurant', cats: ['sushi', 'asian', 'drinks'], city: 'dc', booking: true, recommended: true },
  { name: 'Taco Loco', type: 'restaurant', cats: ['mexican', 'drinks', 'desserts'], city: 'dc' },
  { name: 'Green Bowl', type: 'restaurant', cats: ['salads', 'breakfast', 'drinks'], city: 'dc' },
  { name: 'Pasta Fresca', type: 'restaurant', cats: ['pasta', 'pizza', 'desserts'], city: 'dc', booking: true },
  { name: 'Dragon Wok', type: 'restaurant', cats: ['asian', 'drinks'], city: 'dc' },
  { name: 'Le Petit Café', type: 'restaurant', cats: ['coffee', 'bakery', 'breakfast', 'desserts'], city: 'dc', recommended: true },
  { name: 'Smoky BBQ Pit', type: 'restaurant', cats: ['burgers', 'meat-fish', 'drinks'], city: 'dc' },
  { name: 'Curry Palace', type: 'restaurant', cats: ['asian', 'drinks', 'desserts'], city: 'dc' },
  { name: 'Falafel King', ar: 'ملك الفلافل', type: 'restaurant', cats: ['mediterranean', 'salads', 'drinks'], city: 'dc' },
  { name: 'Pho Saigon', type: 'restaurant', cats: ['asian', 'drinks'], city: 'dc' },
  { name: 'Brunch Club', type: 'restaurant', cats: ['breakfast', 'coffee', 'desserts'], city: 'dc', booking: true },
  { name: 'The Pizza Oven', type: 'restaurant', cats: ['pizza', 'drinks'], city: 'dc', closed: true },
  { name: 'Sweet Tooth', type: 'restaurant', cats: ['desserts', 'coffee'], city: 'dc' },
  { name: 'Seoul Kitchen', type: 'restaurant', cats: ['asian', 'drinks'], city: 'dc', booking: true },
  { name: 'Steak & Grill', type: 'restaurant', cats: ['burgers', 'meat-fish', 'salads'], city: 'dc', booking: true },
  { name: 'Ramen House', type: 'restaurant', cats: ['asian', 'sushi'], city: 'dc' },
  { name: 'Pizzeria Bella', type: 'restaurant', cats: ['pizza', 'pasta'], city: 'dc', zoneKm: 1.5, at: [7, 60] },
  { name: 'Mezze Garden', type: 'restaurant', cats: ['mediterranean', 'salads', 'desserts'], city: 'dc', booking: true },
  { name: 'Poke Paradise', type: 'restaurant', cats: ['sushi', 'salads', 'drinks'], city: 'dc' },
  { name: 'Night Owl Diner', type: 'restaurant', cats: ['burgers', 'breakfast', 'pizza'], city: 'dc', hours: ['17:00', '23:59'] },
  { name: 'Bagel Corner', type: 'restaurant', cats: ['bakery', 'breakfast', 'coffee'], city: 'dc', hours: ['06:00', '15:00'] },
  { name: 'Vegan Vibes', type: 'restaurant', cats: ['salads', 'desserts', 'drinks'], city: 'dc' },
  { name: 'Juice Bar', type: 'restaurant', cats: ['drinks'], city: 'dc' },
  { name: 'Chicken Shack', type: 'restaurant', cats: ['burgers', 'drinks'], city: 'dc', closed: true },
  { name: 'Fresh Market', ar: 'السوق الطازج', type: 'shop', cats: ['fruits-vegetables', 'dairy', 'grocery', 'meat-fish'], city: 'dc', recommended: true },
  { name: 'Corner Grocery', type: 'shop', cats: ['grocery', 'drinks', 'dairy'], city: 'dc' },
  { name: 'Green Grocer', type: 'shop', cats: ['fruits-vegetables'], city: 'dc' },
  { name: "Baker's Dozen", type: 'shop', cats: ['bakery'], city: 'dc' },
  { name: 'Butcher & Fishmonger', type: 'shop', cats: ['meat-fish'], city: 'dc' },
  { name: 'Bloom Flowers', type: 'shop', cats: ['flowers'], city: 'dc' },
  { name: 'Health Pharmacy', type: 'shop', cats: ['health'], city: 'dc' },
  { name: 'Drinks Depot', type: 'shop', cats: ['drinks', 'coffee'], city: 'dc' },
  { name: 'Candy Corner', type: 'shop', cats: ['desserts', 'grocery'], city: 'dc', closed: true },
  { name: 'Organic Pantry', type: 'shop', cats: ['grocery', 'fruits-vegetables', 'dairy'], city: 'dc' },
  { name: 'Brooklyn Pizza Co.', type: 'restaurant', cats: ['pizza', 'drinks'], city: 'nyc' },
  { name: 'Manhattan Deli', type: 'restaurant', cats: ['breakfast', 'burgers', 'coffee'], city: 'nyc', booking: true },
  { name: 'Boulangerie Paris', type: 'shop', cats: ['bakery', 'coffee'], city: 'paris' },
  { name: 'Bistro Parisien', type: 'restaurant', cats: ['pasta', 'salads', 'desserts'], city: 'paris', booking: true },
  { name: 'Dubai Spice', ar: 'توابل دبي', type: 'restaurant', cats: ['mediterranean', 'asian', 'drinks'], city: 'dubai' },
  { name: 'Dubai Mart', ar: 'دبي مارت', type: 'shop', cats: ['grocery', 'fruits-vegetables', 'dairy'], city: 'dubai' },
];

/** Streets of the local gazetteer outside Washington: address, [lat, lng]. */
export const PLACES: { city: CityKey; address: string; at: Point }[] = [
  { city: 'nyc', address: '350 5th Ave, New York, NY 10118, USA', at: [40.7484, -73.9857] },
  { city: 'nyc', address: '20 W 34th St, New York, NY 10001, USA', at: [40.7486, -73.9864] },
  { city: 'nyc', address: '1 Times Sq, New York, NY 10036, USA', at: [40.7563, -73.9862] },
  { city: 'nyc', address: '11 Madison Ave, New York, NY 10010, USA', at: [40.7417, -73.9873] },
  { city: 'nyc', address: '405 Lexington Ave, New York, NY 10174, USA', at: [40.7516, -73.9755] },
  { city: 'nyc', address: '200 Central Park West, New York, NY 10024, USA', at: [40.7813, -73.974] },
  { city: 'nyc', address: '120 Broadway, New York, NY 10271, USA', at: [40.7085, -74.0109] },
  { city: 'nyc', address: '75 9th Ave, New York, NY 10011, USA', at: [40.7424, -74.0061] },
  { city: 'paris', address: '5 Avenue Anatole France, 75007 Paris, France', at: [48.8584, 2.2945] },
  { city: 'paris', address: 'Place du Parvis Notre-Dame, 75004 Paris, France', at: [48.853, 2.3499] },
  { city: 'paris', address: 'Rue de Rivoli, 75001 Paris, France', at: [48.8606, 2.3376] },
  { city: 'paris', address: "Place de l'Hôtel de Ville, 75004 Paris, France", at: [48.8566, 2.3522] },
  { city: 'paris', address: 'Boulevard Saint-Germain, 75006 Paris, France', at: [48.8539, 2.3336] },
  { city: 'paris', address: 'Rue Oberkampf, 75011 Paris, France', at: [48.8654, 2.3777] },
  { city: 'paris', address: 'Avenue des Champs-Élysées, 75008 Paris, France', at: [48.8698, 2.3078] },
  { city: 'paris', address: 'Rue de la Roquette, 75011 Paris, France', at: [48.8556, 2.3764] },
  { city: 'dubai', address: '1 Sheikh Mohammed bin Rashid Blvd, Downtown Dubai, Dubai, United Arab Emirates', at: [25.1972, 55.2744] },
  { city: 'dubai', address: 'Financial Center Rd, Downtown Dubai, Dubai, United Arab Emirates', at: [25.1985, 55.2796] },
  { city: 'dubai', address: 'Sheikh Zayed Rd, Trade Centre, Dubai, United Arab Emirates', at: [25.2048, 55.2708] },
  { city: 'dubai', address: 'Al Fahidi St, Al Souk Al Kabeer, Dubai, United Arab Emirates', at: [25.2636, 55.2972] },
  { city: 'dubai', address: 'Jumeirah Beach Rd, Jumeirah 1, Dubai, United Arab Emirates', at: [25.2285, 55.2602] },
  { city: 'dubai', address: 'Al Wasl Rd, Al Safa, Dubai, United Arab Emirates', at: [25.1847, 55.2399] },
];

/** Washington's grid: numbered streets (N–S, by longitude) and lettered streets (E–W, by latitude). */
export const DC_LETTER_STREETS: [string, number, number][] = [
  // name, latitude, house number block on numbered streets
  ['H St NW', 38.8999, 800], ['I St NW', 38.9013, 900], ['K St NW', 38.9025, 1100], ['L St NW', 38.9038, 1150],
  ['M St NW', 38.9055, 1200], ['N St NW', 38.9075, 1300], ['O St NW', 38.9088, 1400], ['P St NW', 38.9097, 1500],
  ['Q St NW', 38.9108, 1600], ['R St NW', 38.9127, 1700], ['S St NW', 38.9141, 1800], ['T St NW', 38.9157, 1900],
  ['U St NW', 38.917, 2000], ['V St NW', 38.9183, 2100], ['W St NW', 38.9196, 2200],
];
export const DC_NUMBERED_STREETS = 23;
export const dcNumberedStreetLng = (n: number): number => -77.0125 - (n - 1) * 0.0016;
export const ordinal = (n: number): string =>
  `${n}${n % 10 === 1 && n !== 11 ? 'st' : n % 10 === 2 && n !== 12 ? 'nd' : n % 10 === 3 && n !== 13 ? 'rd' : 'th'}`;

export const FIRST_NAMES = ['Olivia', 'Liam', 'Emma', 'Noah', 'Amelia', 'Elijah', 'Sophia', 'Lucas', 'Mia', 'Omar', 'Layla', 'Hugo', 'Chloé', 'Yusuf', 'Zoe', 'Mateo', 'Aisha', 'Leo', 'Nora', 'Ethan'];
export const LAST_NAMES = ['Smith', 'Martin', 'Haddad', 'Johnson', 'Dubois', 'Khan', 'Garcia', 'Lee', 'Brown', 'Nasser', 'Moreau', 'Kim', 'Davis', 'Lopez', 'Wilson'];
export const REVIEW_COMMENTS = [
  'Delicious and arrived hot!', 'Great value, will order again.', 'Fast delivery and friendly courier.', 'Good, but a bit salty.',
  'Best in the neighbourhood.', 'Portions could be bigger.', 'Everything was perfect.', 'Fresh ingredients, lovely packaging.',
  'Arrived a little late but tasted great.', 'My go-to place on Fridays.',
];
