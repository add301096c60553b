import torch

tokens = torch.tensor([[5, 7, 0, 0],
                       [3, 0, 0, 0]])

pad_mask = tokens != 0                      # 等价于 torch.ne(tokens, 0)
print(pad_mask)
print(pad_mask.sum(dim=1))                  # 每行的实际长度
print(torch.not_equal(tokens, 0).equal(pad_mask))

x = torch.tensor([1.0, float("nan")])
print(x.ne(x))                              # NaN 是唯一不等于自身的值
