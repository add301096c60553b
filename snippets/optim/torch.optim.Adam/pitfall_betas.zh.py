import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

model = torch.nn.Linear(2, 1).to(device)
# beta1 必须在 [0, 1) 内；取 1.0 会让梯度的滑动平均永远停在原值。
torch.optim.Adam(model.parameters(), lr=1e-3, betas=(1.0, 0.999))
