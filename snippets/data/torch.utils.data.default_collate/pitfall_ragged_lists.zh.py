
from torch.utils.data import default_collate

default_collate([[1, 2, 3], [4, 5]])  # 长度不同的 token 列表
