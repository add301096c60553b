import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

model = torch.nn.Linear(4, 2).to(device)
params = model.parameters()  # 是生成器，不是列表
print("number of tensors:", sum(1 for _ in params))  # 把它消费掉了

torch.optim.SGD(params, lr=0.1)  # 生成器现在是空的
