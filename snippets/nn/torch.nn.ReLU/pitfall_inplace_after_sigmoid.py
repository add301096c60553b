import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

x = torch.tensor([-1.0, 2.0, 3.0], device=device, requires_grad=True)
y = torch.sigmoid(x)             # sigmoid keeps y for its backward
z = torch.nn.ReLU(inplace=True)(y)  # overwrites y in place
z.sum().backward()
