import torch

a = torch.tensor([[1, 2, 3],
                  [4, 5, 6]])

print(torch.eq(a, 2))                          # compare with a number
print(a == torch.tensor([1, 5, 6]))            # a row broadcast over both rows
print(a.eq(torch.tensor([[1], [5]])))          # a column (2, 1) broadcast over columns
print((a == 5).dtype, (a == 5).sum().item())   # a bool mask; sum counts the matches

m = a.clone()
m.eq_(2)                                       # in place: the result keeps a's dtype
print(m)
