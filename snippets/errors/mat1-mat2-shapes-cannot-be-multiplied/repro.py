import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

model = torch.nn.Sequential(
    torch.nn.Flatten(),
    torch.nn.Linear(16, 10),  # in_features guessed wrong
).to(device)
x = torch.zeros(4, 3, 4, 4, device=device)  # flattens to 3 * 4 * 4 = 48 features
model(x)
