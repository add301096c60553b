import torch

model = torch.nn.Linear(2, 1)
adam = torch.optim.Adam(model.parameters())
model(torch.ones(1, 2)).sum().backward()
adam.step()
checkpoint = adam.state_dict()  # 用 Adam 训练时保存的检查点

nadam = torch.optim.NAdam(model.parameters())
nadam.load_state_dict(checkpoint)  # 加载时不报错
model(torch.ones(1, 2)).sum().backward()
nadam.step()
