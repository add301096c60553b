import torch

acc = torch.zeros(2)
a = torch.tensor([2.0, 3.0])
b = torch.tensor([4.0, 5.0])

# Old code from before `value` became keyword-only.
print(torch.addcmul(acc, 0.5, a, b))
