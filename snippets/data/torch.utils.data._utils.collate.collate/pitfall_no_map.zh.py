import torch
from torch.utils.data._utils.collate import collate

batch = [torch.ones(2), torch.zeros(2)]
collate(batch)  # 没有 collate_fn_map：连张量都不会处理
