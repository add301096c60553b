import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

model = torch.nn.Linear(2, 1).to(device)
optimizer = torch.optim.SGD(model.parameters(), lr=0.1)
x = torch.ones(1, 2, device=device)

optimizer.zero_grad()  # 此时梯度为 None（默认 set_to_none=True）
norm = torch.nn.utils.clip_grad_norm_(model.parameters(), max_norm=1.0)  # 调用得太早了
print(norm)            # 0.0：没有可裁剪的梯度，也不报错
model(x).sum().backward()
print(model.bias.grad) # 真正的梯度从未被裁剪
