import torch

model = torch.nn.Linear(2, 1)
opt = torch.optim.SGD(model.parameters(), lr=0.1)
opt.register_state_dict_post_hook(lambda o, sd: sd.update(epoch=7))  # 加入元数据
checkpoint = opt.state_dict()
print("saved:", sorted(checkpoint))

restored = torch.optim.SGD(model.parameters(), lr=0.1)
restored.load_state_dict(checkpoint)  # 没有报错，也没有警告
print("after loading:", sorted(restored.state_dict()), hasattr(restored, "epoch"))
