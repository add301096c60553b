import torch

print(~torch.tensor([True, False]))                   # bool：逻辑非
print(torch.bitwise_not(torch.tensor([0, 1, 5])))     # int64：-(x + 1)
print(~torch.tensor([0, 1], dtype=torch.uint8))       # uint8：255 - x

x = torch.tensor([3, -1, 7])
valid = x > 0
print(x[~valid])                                      # 取出无效的元素
