import torch

w = torch.zeros(3, requires_grad=True)
with torch.no_grad():
    w.set_(torch.ones(3))            # allowed when autograd is not recording
print(w)
w.set_(torch.full((3,), 2.0))        # the same call with autograd recording
