import torch

w = torch.tensor([-3.0, 0.5, 2.0], requires_grad=True)  # a leaf, e.g. a parameter
act = torch.nn.Hardtanh(inplace=True)
act(w)
