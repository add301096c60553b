import torch
from torch.utils.data import default_collate
from torch.utils.data._utils.collate import default_collate_fn_map


def keep_list(batch, *, collate_fn_map=None):
    return list(batch)


print(default_collate([torch.ones(2), torch.ones(2)]).shape)
default_collate_fn_map[torch.Tensor] = keep_list  # 修改的是全局共享的表
print(type(default_collate([torch.ones(2), torch.ones(2)])))  # 所有 DataLoader 的行为都变了
