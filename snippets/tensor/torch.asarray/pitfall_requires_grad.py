import torch

w = torch.ones(2, requires_grad=True)
v = torch.asarray(w)  # warns: requires_grad now follows the input
print(v.requires_grad, v is w)

d = torch.asarray(w, requires_grad=False)  # explicit: no warning
print(d.requires_grad, d.data_ptr() == w.data_ptr())
