import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

model = torch.nn.Sequential(
    torch.nn.Flatten(),
    torch.nn.Linear(16, 10),  # in_features 猜错了
).to(device)
x = torch.zeros(4, 3, 4, 4, device=device)  # 展平后有 3 * 4 * 4 = 48 个特征
model(x)
