import torch

model = torch.nn.Linear(2, 1)
old = torch.optim.SGD(model.parameters(), lr=0.1, momentum=0.9)
old.register_state_dict_post_hook(lambda o, sd: sd.update(epoch=7))
checkpoint = old.state_dict()  # lr 为 0.1，另有额外的 "epoch" 条目

new_lr = 0.01  # 用更小的学习率微调
opt = torch.optim.SGD(model.parameters(), lr=new_lr, momentum=0.9)


def read_metadata(optimizer, state_dict):
    print("pre: checkpoint from epoch", state_dict.pop("epoch"))  # 从浅拷贝中取出
    return state_dict


def keep_new_lr(optimizer):
    for group in optimizer.param_groups:
        group["lr"] = new_lr  # load_state_dict 恢复了旧的 0.1


opt.register_load_state_dict_pre_hook(read_metadata)
opt.register_load_state_dict_post_hook(keep_new_lr)
opt.load_state_dict(checkpoint)
print("lr after loading:", opt.param_groups[0]["lr"], "| checkpoint still has:", sorted(checkpoint))
