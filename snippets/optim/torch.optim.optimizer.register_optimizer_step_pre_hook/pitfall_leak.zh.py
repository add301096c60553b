import torch
from torch.optim.optimizer import register_optimizer_step_pre_hook

calls = []


def train_with_logging():
    model = torch.nn.Linear(2, 1)
    opt = torch.optim.SGD(model.parameters(), lr=0.1)
    register_optimizer_step_pre_hook(lambda o, a, k: calls.append(type(o).__name__))  # 丢掉了句柄
    opt.step()


train_with_logging()
train_with_logging()  # 又注册了一个钩子，第一个仍然存在
other = torch.optim.Adam(torch.nn.Linear(2, 1).parameters())
other.step()  # 与之无关的优化器
print(calls)
