import torch

x = torch.tensor([[1, 2], [3, 4]])
print(x.repeat_interleave(2).shape)            # dim=None 时先展平：(8,)
print(x.repeat_interleave(2, dim=0).shape)     # (4, 2)：按行重复
