import io

import torch

model = torch.nn.Linear(2, 1)
opt = torch.optim.SGD(model.parameters(), lr=0.1)
sched = torch.optim.lr_scheduler.LambdaLR(opt, lambda epoch: 0.95**epoch)

print(sched.state_dict()["lr_lambdas"])  # the lambda is left out of the state dict
torch.save(sched, io.BytesIO())  # saving the object itself tries to pickle the lambda
