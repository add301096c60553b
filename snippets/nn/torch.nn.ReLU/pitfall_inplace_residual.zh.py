import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

relu = torch.nn.ReLU(inplace=True)
x = torch.tensor([-1.0, 2.0], device=device)

# 残差块写成 relu(x) + x：等到把 x 加回来时，
# 原地 ReLU 已经改掉了 x
out = relu(x) + x
print(out)  # 预期是 [-1., 4.]

x = torch.tensor([-1.0, 2.0], device=device)
print(torch.nn.ReLU()(x) + x)  # 正确
