import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

model = torch.nn.Linear(2, 1).to(device)
saved = torch.optim.SGD(model.parameters(), lr=0.1).state_dict()  # weight and bias

# The new run freezes the bias, so the optimizer holds one tensor instead of two.
opt = torch.optim.SGD([model.weight], lr=0.1)
opt.load_state_dict(saved)
