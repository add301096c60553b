import torch

valid = torch.tensor([True, False, True])
print(torch.logical_not(valid))                    # 对布尔张量等价于 ~valid
print(torch.logical_not(torch.tensor([0, 3, -1]))) # 任意 dtype：零变成 True
print(torch.logical_not(torch.tensor([0.0, 0.5])))

scores = torch.tensor([0.2, 0.9, 0.4])
print(scores[torch.logical_not(scores > 0.5)])
