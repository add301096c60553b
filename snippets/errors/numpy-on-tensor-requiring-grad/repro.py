import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

model = torch.nn.Linear(3, 1).to(device)
x = torch.ones(2, 3, device=device)
pred = model(x)  # output of a module: requires grad
pred.cpu().numpy()  # .cpu() keeps requires_grad, so numpy() still refuses
