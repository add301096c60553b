import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

x = torch.tensor([[-1.0, 2.0]], device=device)
linear = torch.nn.Linear(2, 2).to(device)

h = torch.nn.ReLU(x)  # meant nn.ReLU()(x): this builds a module with inplace=x
print(type(h).__name__)
linear(h)
