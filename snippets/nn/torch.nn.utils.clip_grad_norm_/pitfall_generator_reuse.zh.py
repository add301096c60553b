import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

model = torch.nn.Linear(2, 1).to(device)
model(torch.ones(1, 2, device=device)).sum().backward()

params = model.parameters()  # 生成器：只能迭代一次
print(torch.nn.utils.clip_grad_norm_(params, max_norm=1.0))
# 再次使用它：什么都没裁剪，“范数”为 0
print(torch.nn.utils.clip_grad_norm_(params, max_norm=1.0))
