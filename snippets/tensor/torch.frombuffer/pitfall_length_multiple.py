import torch

packet = bytearray(range(10))            # 10 bytes read from a file or socket
print(len(packet))
torch.frombuffer(packet, dtype=torch.float32)   # 10 is not a multiple of 4
