import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

x = torch.tensor([1.0, 2.0], device=device, requires_grad=True)
loss = (x * x).sum()
loss.backward()
loss.backward()  # the saved tensors were freed by the first call
