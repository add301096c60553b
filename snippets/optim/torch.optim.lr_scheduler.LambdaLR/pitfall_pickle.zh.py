import io

import torch
from torch.optim.lr_scheduler import LambdaLR

opt = torch.optim.SGD(torch.nn.Linear(2, 1).parameters(), lr=0.1)
sched = LambdaLR(opt, lr_lambda=lambda epoch: 0.9**epoch)
torch.save(sched.state_dict(), io.BytesIO())  # 没问题：lambda 被排除在外
print("saved lr_lambdas:", sched.state_dict()["lr_lambdas"])
torch.save(sched, io.BytesIO())  # 整个对象：会 pickle 这个 lambda
