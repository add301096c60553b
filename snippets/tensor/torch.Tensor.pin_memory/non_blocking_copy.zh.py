import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

batch = torch.arange(8.0).view(2, 4).pin_memory()  # 主机端的锁页内存
print(batch.is_pinned())

gpu_batch = batch.to(device, non_blocking=True)  # 主机到设备的异步复制
result = (gpu_batch * 2).sum(dim=1)              # 排在同一个流上：在复制完成后执行

host = result.to("cpu")  # 阻塞式地复制回主机，会等待 GPU 完成
print(host)
