import torch

tokens = torch.tensor([[5, 7, 0, 0],
                       [3, 0, 0, 0]])

pad_mask = tokens != 0                      # same as torch.ne(tokens, 0)
print(pad_mask)
print(pad_mask.sum(dim=1))                  # real length of each row
print(torch.not_equal(tokens, 0).equal(pad_mask))

x = torch.tensor([1.0, float("nan")])
print(x.ne(x))                              # NaN is the only value not equal to itself
