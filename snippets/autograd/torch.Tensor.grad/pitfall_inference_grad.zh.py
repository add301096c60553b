import torch

model = torch.nn.Linear(3, 1)

# 从其他 worker 汇总来的平均梯度，不经过 autograd 计算
with torch.inference_mode():
    averaged = torch.full_like(model.weight, 0.5)
model.weight.grad = averaged      # 赋值本身被接受
print(model.weight.grad.is_inference())

loss = model(torch.ones(2, 3)).sum()
loss.backward()                   # 反向把梯度原地累加到 .grad 上
