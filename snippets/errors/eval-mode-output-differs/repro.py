import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")


torch.manual_seed(0)
model = torch.nn.Sequential(
    torch.nn.Linear(4, 8), torch.nn.BatchNorm1d(8), torch.nn.ReLU(), torch.nn.Dropout(0.5), torch.nn.Linear(8, 2)
).to(device)
x = torch.randn(3, 4, device=device)

# "Inference" without model.eval(): a new module is in training mode.
print("training mode:", model.training)
with torch.no_grad():  # no_grad does NOT switch dropout or batch norm to inference behaviour
    a = model(x)
    b = model(x)
print("same input, same output:", torch.equal(a, b))
print("BatchNorm running_mean moved:", not torch.equal(model[1].running_mean, torch.zeros(8, device=device)))
