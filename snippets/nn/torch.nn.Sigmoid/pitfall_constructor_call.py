import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

x = torch.tensor([0.0, 1.0], device=device)
print(torch.nn.Sigmoid()(x))  # create the module, then call it
torch.nn.Sigmoid(x)           # passes x to the constructor
