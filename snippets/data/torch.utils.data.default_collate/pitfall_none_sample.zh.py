
from torch.utils.data import default_collate

# 遇到读不了的文件，__getitem__ 返回了 None
default_collate([None, None])
