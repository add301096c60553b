import torch

packet = bytearray(range(10))            # 从文件或 socket 读到的 10 个字节
print(len(packet))
torch.frombuffer(packet, dtype=torch.float32)   # 10 不是 4 的倍数
