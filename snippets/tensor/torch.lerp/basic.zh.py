import torch

start, end = torch.zeros(3), torch.tensor([10.0, 20.0, 30.0])

print(torch.lerp(start, end, 0.25))  # start + 0.25 * (end - start)
print(torch.lerp(start, end, torch.tensor([0.0, 0.5, 1.0])))  # 每个元素一个权重

# 原地计算模型权重的指数移动平均（EMA）。
model = torch.nn.Linear(2, 1)
ema = torch.nn.Linear(2, 1)
ema.load_state_dict(model.state_dict())
decay = 0.99
with torch.no_grad():
    model.weight.add_(1.0)  # 假装一步训练改变了模型
    for ema_p, p in zip(ema.parameters(), model.parameters()):
        ema_p.lerp_(p, 1 - decay)  # ema = decay * ema + (1 - decay) * p
print(torch.allclose(ema.weight, model.weight - 0.99))
