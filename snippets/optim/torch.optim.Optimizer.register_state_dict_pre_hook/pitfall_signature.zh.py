import torch

model = torch.nn.Linear(2, 1)
opt = torch.optim.SGD(model.parameters(), lr=0.1)


def add_note(optimizer, state_dict):  # 这是后置钩子的签名
    state_dict["note"] = "run 7"


opt.register_state_dict_pre_hook(add_note)  # 注册时不报错
opt.state_dict()  # 调用时才失败
