import torch

model = torch.nn.Linear(2, 1)
opt = torch.optim.SGD(model.parameters(), lr=0.1)
checkpoint = opt.state_dict()


def log_load(optimizer):  # 这是后置钩子的签名
    print("loading into", type(optimizer).__name__)


opt.register_load_state_dict_pre_hook(log_load)  # 注册时不报错
opt.load_state_dict(checkpoint)  # 调用时才失败
