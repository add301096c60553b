import torch

valid = torch.tensor([True, False, True])
print(torch.logical_not(valid))                    # same as ~valid for bool tensors
print(torch.logical_not(torch.tensor([0, 3, -1]))) # any dtype: zero becomes True
print(torch.logical_not(torch.tensor([0.0, 0.5])))

scores = torch.tensor([0.2, 0.9, 0.4])
print(scores[torch.logical_not(scores > 0.5)])
