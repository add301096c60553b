import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

x = torch.zeros(4, 3, 4, 4, device=device)
print(torch.nn.Flatten()(x).shape)  # check the real feature count first

model = torch.nn.Sequential(
    torch.nn.Flatten(),
    torch.nn.Linear(3 * 4 * 4, 10),  # in_features = last dimension of the input
).to(device)
print(model(x).shape)

# For plain matrix products the inner dimensions must agree: (n, k) @ (k, m).
a = torch.ones(2, 3, device=device)
b = torch.ones(4, 3, device=device)
print(torch.mm(a, b.t()).shape)
