import io

import torch

model = torch.nn.Linear(2, 1)
opt = torch.optim.SGD(model.parameters(), lr=0.1)
sched = torch.optim.lr_scheduler.LambdaLR(opt, lambda epoch: 0.95**epoch)

print(sched.state_dict()["lr_lambdas"])  # 状态字典里不含这个 lambda
torch.save(sched, io.BytesIO())  # 保存对象本身时要序列化 lambda
