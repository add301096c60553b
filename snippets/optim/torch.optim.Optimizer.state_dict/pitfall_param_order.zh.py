import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

model = torch.nn.Linear(3, 2).to(device)
x = torch.ones(4, 3, device=device)

opt = torch.optim.Adam([model.weight, model.bias], lr=1e-3)
model(x).sum().backward()
opt.step()
ckpt = opt.state_dict()  # 索引 0 = weight (2, 3)，索引 1 = bias (2,)

# 恢复训练的脚本以另一种顺序收集参数。
resumed = torch.optim.Adam([model.bias, model.weight], lr=1e-3)
resumed.load_state_dict(ckpt)  # 只检查数量，所以能加载成功
print(resumed.state[model.bias]["exp_avg"].shape)  # 权重的矩估计，现在挂到了 bias 上
model(x).sum().backward()
resumed.step()
