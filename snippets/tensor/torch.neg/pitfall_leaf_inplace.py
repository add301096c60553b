import torch

w = torch.ones(3, requires_grad=True)

with torch.no_grad():
    w.neg_()                     # allowed: not recorded by autograd
print(w)
w.neg_()                         # recorded in-place change of a leaf that requires grad
