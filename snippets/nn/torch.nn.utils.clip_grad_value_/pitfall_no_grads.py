import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

model = torch.nn.Linear(2, 1).to(device)
optimizer = torch.optim.SGD(model.parameters(), lr=0.1)
optimizer.zero_grad()  # all .grad are None now

# Called before loss.backward(): there is no gradient at all
torch.nn.utils.clip_grad_value_(model.parameters(), clip_value=1.0)
