import torch
import torch.nn as nn
from torch.distributed.checkpoint.state_dict import get_optimizer_state_dict


def first_step(save_before_training):
    torch.manual_seed(0)
    model = nn.Linear(4, 2)
    opt = torch.optim.Adam(model.parameters(), lr=0.1)
    if save_before_training:
        get_optimizer_state_dict(model, opt)  # 例如保存一个“第 0 步”的检查点
    model(torch.ones(3, 4)).sum().backward()
    opt.step()
    return model.weight.detach(), opt.state[model.weight]["step"].item()


w_plain, step_plain = first_step(False)
w_saved, step_saved = first_step(True)
print("Adam step after one real step:", step_plain, "vs", step_saved)
print("same weights:", torch.equal(w_plain, w_saved))
