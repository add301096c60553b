import torch

model = torch.nn.Linear(2, 1)
adam = torch.optim.Adam(model.parameters())
model(torch.ones(1, 2)).sum().backward()
adam.step()
checkpoint = adam.state_dict()  # 用 Adam 训练时保存的

opt = torch.optim.Adamax(model.parameters())  # 续训时换成了 Adamax
opt.load_state_dict(checkpoint)  # 不做检查就接受了
opt.step()
