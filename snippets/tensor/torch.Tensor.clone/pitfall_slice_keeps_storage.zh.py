import torch

big = torch.zeros(1_000_000)
head = big[:10]                            # 视图：让整块缓冲区一直无法释放
print(head.untyped_storage().nbytes())
print(head.clone().untyped_storage().nbytes())   # 只有这 10 个元素
