import torch

w = torch.tensor([0.5, -2.0], requires_grad=True)   # a parameter

bounded = w.tanh()            # out of place: a new tensor in the graph
print(bounded)
w.tanh_()                     # in place on a leaf that requires grad
